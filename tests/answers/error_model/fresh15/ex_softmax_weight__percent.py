# exercise: ex_softmax_weight
# mistake: Answered the weight as a percentage, 23.7891, instead of the fraction α₂₂ = 0.2379.
ex_softmax_weight = 23.7891
