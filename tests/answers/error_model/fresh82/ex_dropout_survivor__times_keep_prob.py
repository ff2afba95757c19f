# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability 1 - p = 0.9 instead of dividing by it; survivors are 1 / 0.9 = 1.1111.
p = 0.1

def survivor(value, p):
    return value * (1 - p)

assert survivor(1.0, 0.0) == 1.0

ex_dropout_survivor = round(survivor(1.0, p), 4)
