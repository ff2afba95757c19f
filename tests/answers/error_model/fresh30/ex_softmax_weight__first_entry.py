# exercise: ex_softmax_weight
# mistake: Copied the first entry of the printed weights of “journey” (α₂₁ = 0.1385, its weight on “Your”) instead of α₂₂ = 0.2379.

# Attention weights: tensor([0.1385, 0.2379, 0.2333, 0.1240, 0.1082, 0.1581])
# Sum: tensor(1.)
ex_softmax_weight = 0.1385
