# exercise: ex_dropout_survivor
# mistake: Reading p = 0.1 as TF1's keep_prob (tf.nn.dropout(x, keep_prob=0.1)), the learner scales survivors by 1/0.1 = 10; p is the drop probability, so survivors are 1/(1-0.1) = 1.1111.
keep_prob = 0.1
ex_dropout_survivor = round(1.0 / keep_prob, 4)
