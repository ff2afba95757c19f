ex_dropout_survivor = 1.1111
