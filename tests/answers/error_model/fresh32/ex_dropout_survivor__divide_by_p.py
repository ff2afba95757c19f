# exercise: ex_dropout_survivor
# mistake: Scales by 1/p = 10.0000; survivors are scaled by 1/(1 - p) = 1.1111.

p = 0.1
# inverted dropout: rescale what's left
ex_dropout_survivor = round(1.0 / p, 4)
