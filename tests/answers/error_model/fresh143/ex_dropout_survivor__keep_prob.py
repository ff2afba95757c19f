# exercise: ex_dropout_survivor
# mistake: It scales survivors by the keep probability 1 − p = 0.9 (the old convention of scaling at inference) instead of by 1 / (1 − p) = 1.1111 as inverted dropout does.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1.0 * keep, 4)
