# exercise: ex_omega
# mistake: The learner indexes the tokens with the book's 1-based numbers, but the container's __getitem__ does not subtract 1, so it computes x(3)·x(2) ("starts"·"journey") instead of x(2)·x(1) = 0.9544.
import torch


class Tokens:
    def __init__(self, rows):
        self.rows = torch.tensor(rows)

    def __getitem__(self, i):   # book numbering x^(1) ... x^(6)
        return self.rows[i]


inputs = Tokens([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                 [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
