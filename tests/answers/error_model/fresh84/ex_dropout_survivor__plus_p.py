# exercise: ex_dropout_survivor
# mistake: Thinks survivors are raised by p (1 + 0.1 = 1.1) to make up for the dropped entries; they are scaled by 1/(1-p) = 1.1111.
ex_dropout_survivor=1+.1
