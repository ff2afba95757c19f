# exercise: ex_context
# mistake: The learner takes the first row of the weight matrix (the query "Your", x⁽¹⁾) instead of the second row ("journey", x⁽²⁾), giving z⁽¹⁾.
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])  # (T, C)
A = torch.softmax(X @ X.T, dim=-1)     # (T, T)
Z = A @ X                              # (T, C)
z_2 = Z[0]                             # (C,)  journey
ex_context = [round(v, 4) for v in z_2.tolist()]
