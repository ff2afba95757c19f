# exercise: ex_softmax_weight
# mistake: Scales the scores by 1/sqrt(3) before the softmax, as in the paper's formula; the exercise asks for the softmax of the raw dot products (0.2379).
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
Q = K = X
d_k = K.shape[-1]
A = torch.softmax(Q @ K.T / d_k ** 0.5, dim=-1)
ex_softmax_weight = round(float(A[1, 1]), 4)
