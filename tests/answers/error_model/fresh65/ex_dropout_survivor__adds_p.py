# exercise: ex_dropout_survivor
# mistake: The learner thought survivors are boosted by adding the dropped share (1 + p = 1.1); they are divided by the keep probability, 1/(1 - p) = 1.1111.
p = 0.1
# the dropped 10% gets redistributed onto the survivors
ex_dropout_survivor = round(1.0 + p, 4)
