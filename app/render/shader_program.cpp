#include "app/render/shader_program.hpp"

#include <algorithm>
#include <cstddef>
#include <utility>

namespace cf {

namespace {

// A GL info log is written with its terminating NUL: the text before it.
std::string before_nul(std::string log) {
    const std::size_t end = log.find('\0');
    if (end != std::string::npos) log.resize(end);
    return log;
}

// The info log of a shader (glGetShaderiv, glGetShaderInfoLog) or a program
// (glGetProgramiv, glGetProgramInfoLog): the two pairs have the same signatures.
std::string gl_info_log(GLuint object, PFNGLGETSHADERIVPROC get_length,
                        PFNGLGETSHADERINFOLOGPROC get_log) {
    GLint length = 0;
    get_length(object, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<std::size_t>(std::max(length, 1)), '\0');
    get_log(object, length, nullptr, log.data());
    return before_nul(std::move(log));
}

GLuint compile_shader(GLenum type, const char* source, const char* name, std::string& error) {
    const GLuint shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint ok = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (ok != GL_TRUE) {
        error = std::string("tile renderer: cannot compile ") + name + ": " +
                gl_info_log(shader, glGetShaderiv, glGetShaderInfoLog);
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

}  // namespace

GLuint link_program(const char* vertex_source, const char* fragment_source, const char* name,
                    std::string& error) {
    const std::string vs_name = std::string(name) + " vertex shader";
    const std::string fs_name = std::string(name) + " fragment shader";
    const GLuint vs = compile_shader(GL_VERTEX_SHADER, vertex_source, vs_name.c_str(), error);
    if (vs == 0) return 0;
    const GLuint fs = compile_shader(GL_FRAGMENT_SHADER, fragment_source, fs_name.c_str(), error);
    if (fs == 0) {
        glDeleteShader(vs);
        return 0;
    }
    const GLuint program = glCreateProgram();
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glLinkProgram(program);
    glDetachShader(program, vs);
    glDetachShader(program, fs);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {
        error = std::string("tile renderer: cannot link ") + name +
                " program: " + gl_info_log(program, glGetProgramiv, glGetProgramInfoLog);
        glDeleteProgram(program);
        return 0;
    }
    return program;
}

}  // namespace cf
