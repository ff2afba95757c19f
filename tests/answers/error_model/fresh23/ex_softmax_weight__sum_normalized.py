# exercise: ex_softmax_weight
# mistake: Normalised the scores by dividing by their sum (1.4950 / 6.5617 = 0.2278) instead of taking the softmax, exp(ω₂₂) / Σⱼ exp(ω₂ⱼ) = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

ex_softmax_weight = round(((w := inputs @ inputs[1])[1] / w.sum()).item(), 4)
