# exercise: ex_dropout_survivor
# mistake: The learner multiplies by the keep probability (0.9), as the old non-inverted dropout does at inference; training-time inverted dropout divides survivors by 1-p, giving 1.1111.
p = 0.1
rate = 1 - p
ex_dropout_survivor = 1.0 * rate
