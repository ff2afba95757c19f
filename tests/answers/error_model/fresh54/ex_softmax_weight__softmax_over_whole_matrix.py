# exercise: ex_softmax_weight
# mistake: The learner applies the softmax over all 36 scores of the flattened matrix; it must be over journey's six scores only, giving 0.2379.
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = torch.einsum("id,jd->ij", X, X)
probs = torch.softmax(scores.flatten(), dim=0).view_as(scores)
ex_softmax_weight = round(probs[1, 1].item(), 4)
