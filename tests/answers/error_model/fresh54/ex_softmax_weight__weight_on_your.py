# exercise: ex_softmax_weight
# mistake: The learner reads the weight at [1, 0] (journey's weight on 'Your'); the weight of journey on itself is at [1, 1], 0.2379.
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = X[1]
omega = torch.einsum("d,kd->k", q, X)
alpha = torch.softmax(omega, dim=0)
print(alpha)
ex_softmax_weight = round(alpha[0].item(), 4)
