# exercise: ex_dropout_survivor
# mistake: The learner answered 1.0, thinking surviving entries are left unchanged; in training mode they are scaled by 1/(1 - p) = 1.1111.

# dropout only zeroes entries, the others keep their value
ex_dropout_survivor = 1.0
