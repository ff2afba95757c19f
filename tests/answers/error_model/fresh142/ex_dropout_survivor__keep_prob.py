# exercise: ex_dropout_survivor
# mistake: The learner multiplies the survivors by the keep probability 1 - p = 0.9 instead of dividing by it, giving 0.9; they are scaled up by 1 / (1 - p) = 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1.0 * keep, 4)
