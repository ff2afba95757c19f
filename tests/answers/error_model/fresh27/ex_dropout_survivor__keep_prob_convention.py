# exercise: ex_dropout_survivor
# mistake: Treated p = 0.1 as the keep probability (TensorFlow 1 keep_prob habit) and scaled survivors by 1/0.1 = 10.0; p is the drop probability, so survivors are 1/(1 − 0.1) = 1.1111.
p = 0.1
# inverted dropout: kept units are divided by the keep probability
ex_dropout_survivor = round(1.0 / p, 4)
