# exercise: ex_softmax_weight
# mistake: The learner normalised the scores by their sum (0.2278) instead of taking the softmax; α₂₂ = exp(ω₂₂) / Σ exp(ω₂ⱼ) = 0.2379.

import numpy as np

inputs = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                   [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
weights = scores / scores.sum()   # 权重和为 1
ex_softmax_weight = round(float(weights[1]), 4)  # 0.2278
