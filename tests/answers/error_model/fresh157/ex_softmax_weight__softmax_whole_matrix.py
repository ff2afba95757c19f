# exercise: ex_softmax_weight
# mistake: Normalised exp(ω₂₂) by the sum of exp over all 36 scores of the matrix instead of over the six scores of row 2; the answer is 0.2379.
import torch
x = torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
                  [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
S = x @ x.T
e = torch.exp(S)
ex_softmax_weight = round((e[1, 1] / e.sum()).item(), 4)
