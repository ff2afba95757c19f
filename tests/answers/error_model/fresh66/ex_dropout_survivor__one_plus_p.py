# exercise: ex_dropout_survivor
# mistake: Reasoning "10% are dropped so the rest grow by 10%", the learner answers 1 + p = 1.1; the scale is 1 / (1 - p) = 1.1111.
ex_dropout_survivor = 1.1000
