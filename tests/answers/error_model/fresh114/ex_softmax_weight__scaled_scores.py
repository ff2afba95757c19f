# exercise: ex_softmax_weight
# mistake: Scales the scores by 1/sqrt(3) before the softmax; the statement says raw dot products with no scaling, giving 0.2379.
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = X[1]
scores = X @ q / X.shape[1] ** 0.5
alpha = torch.softmax(scores, dim=0)
ex_softmax_weight = float(f"{alpha[1].item():.4f}")
