# exercise: ex_dropout_survivor
# mistake: Answered 1.0, as if dropout only zeroes entries; in training mode survivors are rescaled to 1/(1 - 0.1) = 1.1111.
# dropout only zeroes some entries, the rest stay ones
ex_dropout_survivor = 1.0
