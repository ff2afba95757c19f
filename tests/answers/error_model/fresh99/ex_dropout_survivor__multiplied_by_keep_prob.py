# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by the keep probability 1 - p = 0.9 instead of dividing by it; survivors become 1 / (1 - 0.1) = 1.1111.
p = 0.1
keep = 1 - p
ones_value = 1.0
survivor = ones_value * keep
ex_dropout_survivor = round(survivor, 4)
