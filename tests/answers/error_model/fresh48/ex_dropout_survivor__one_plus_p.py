# exercise: ex_dropout_survivor
# mistake: Compensates with 1 + p = 1.1 instead of dividing by the keep probability: survivors are 1/(1-p) = 1.1111.
p = 0.1
# survivors make up for the dropped ones
ex_dropout_survivor = 1.0 + p
