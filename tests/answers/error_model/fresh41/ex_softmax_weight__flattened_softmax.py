# exercise: ex_softmax_weight
# mistake: Computes all scores at once and applies one softmax over the flattened 6x6 matrix, so entry [1,1] is normalised over all 36 scores (0.0523) instead of over journey's six scores (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
n = inputs.shape[0]
all_scores = torch.mm(inputs, inputs.T)
w = torch.softmax(all_scores.view(-1), dim=0)   # one kernel for everything
ex_softmax_weight = round(w[1 * n + 1].item(), 4)
