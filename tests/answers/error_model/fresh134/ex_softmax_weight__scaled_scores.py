# exercise: ex_softmax_weight
# mistake: Scaled the scores by 1/sqrt(3) before the softmax although the statement says no scaling, giving 0.2070 instead of 0.2379.
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = x[1] @ x.T
w = torch.softmax(w / x.shape[1] ** 0.5, dim=0)
ex_softmax_weight = float(f"{w[1]:.4f}")
