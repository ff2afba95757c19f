# exercise: ex_omega
# mistake: Counted the tokens from 0 in the book's 1-based notation, so used row 2 ("starts") as the query instead of row 1 ("journey"); the score is inputs[1] @ inputs[0] = 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],  # Your
                       [0.55, 0.87, 0.66],  # journey
                       [0.57, 0.85, 0.64],  # starts
                       [0.22, 0.58, 0.33],  # with
                       [0.77, 0.25, 0.10],  # one
                       [0.05, 0.80, 0.55]]) # step


def dot(a, b):
    return sum(ai * bi for ai, bi in zip(a.tolist(), b.tolist()))

assert abs(dot(torch.tensor([1., 2.]), torch.tensor([3., 4.])) - 11) < 1e-9

# omega_21 -> query x^(2), key x^(1)
ex_omega = round(dot(inputs[2], inputs[1]), 4)
print(ex_omega)
