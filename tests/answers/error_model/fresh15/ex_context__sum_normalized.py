# exercise: ex_context
# mistake: Weighted the inputs with sum-normalised scores (ω₂ⱼ/Σω₂ⱼ) instead of softmax weights: [0.4355, 0.6451, 0.5680] instead of [0.4419, 0.6515, 0.5683].
ex_context = [0.4355, 0.6451, 0.5680]
