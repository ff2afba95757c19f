# exercise: ex_context
# mistake: Treats z⁽²⁾ as the second column of the context matrix Z = A X (one feature of every token) and reports its first three entries [0.5931, 0.6515, 0.6496]; z⁽²⁾ is the second row, Z[1].
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
A = torch.softmax(X @ X.T, dim=-1)
Z = A @ X
z2 = Z[:, 1]       # z^(2)
ex_context = [round(float(v), 4) for v in z2[:3]]
