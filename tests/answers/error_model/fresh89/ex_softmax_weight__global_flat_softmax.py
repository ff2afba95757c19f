# exercise: ex_softmax_weight
# mistake: The whole 6x6 score matrix is flattened and softmaxed over all 36 entries at once; the softmax must run over the six scores of the query "journey" only (one row).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])
n = inputs.shape[0]
S = (inputs @ inputs.T).contiguous().view(-1)      # row-major, stride n
A = torch.softmax(S, dim=0).view(n, n)
ex_softmax_weight = round(A[1, 1].item(), 4)
