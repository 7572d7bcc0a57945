import { AppError } from "@shared/errors";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

const WRONG_SHAPE = "The request is not valid: a field holds a value of the wrong type.";

/**
 * The Zod validator, with one guard: a check that throws on a hostile value instead of reporting
 * an issue (Zod's length check compares `value.length` even when it is an object that cannot be
 * turned into a number, e.g. `{"password":{"length":{"toString":0}}}`) is the request's fault,
 * so it is answered 400, never 500.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    try {
      return validate(data);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return { error: new AppError("validation", WRONG_SHAPE) };
    }
  };
};
