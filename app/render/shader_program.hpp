#pragma once
// Building a GL program from vertex and fragment shader sources, with the driver's log
// as the error when a stage does not compile or the program does not link.

#include <epoxy/gl.h>

#include <string>

namespace cf {

// The linked program, or 0 with `error` set ("tile renderer: cannot compile cell vertex
// shader: ..."). `name` names the program in the message.
GLuint link_program(const char* vertex_source, const char* fragment_source, const char* name,
                    std::string& error);

}  // namespace cf
