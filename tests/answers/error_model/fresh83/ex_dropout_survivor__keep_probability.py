# exercise: ex_dropout_survivor
# mistake: Answers the keep probability 1 - p = 0.9 (old inference-time scaling) instead of the train-time scale 1 / (1 - p) = 1.1111.
ex_dropout_survivor = 0.9000
