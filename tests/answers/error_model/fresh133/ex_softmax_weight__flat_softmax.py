# exercise: ex_softmax_weight
# mistake: The learner flattens the 6x6 score matrix and takes one softmax over all 36 entries, reading element 1*6+1; the softmax runs over the six scores of the query "journey" only (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
n = inputs.shape[0]
S = (inputs @ inputs.T).contiguous()
flat = torch.softmax(S.view(-1), dim=0)
i = 1
ex_softmax_weight = round(flat[i * n + i].item(), 4)
