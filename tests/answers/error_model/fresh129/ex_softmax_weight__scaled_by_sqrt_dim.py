# exercise: ex_softmax_weight
# mistake: The learner divides the scores by sqrt(3) before the softmax (as in scaled dot-product attention), although the statement says raw dot products without scaling; the answer is 0.2379.
import math
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
T, C = X.shape
omega_2 = X @ X[1]                            # (T,)
alpha_2 = torch.softmax(omega_2 / math.sqrt(C), dim=-1)
ex_softmax_weight = round(alpha_2[1].item(), 4)
