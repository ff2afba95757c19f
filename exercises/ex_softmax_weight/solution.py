ex_softmax_weight = 0.2379
