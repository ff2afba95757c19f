# exercise: ex_dropout_survivor
# mistake: The learner scales survivors up by 1 + p = 1.1 instead of 1/(1 − p) = 1.1111.
from functools import partial


def rescale(value, p):
    return value * (1 + p)


ex_dropout_survivor = round(partial(rescale, p=0.1)(1.0), 4)
