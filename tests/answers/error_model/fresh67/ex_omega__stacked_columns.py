# exercise: ex_omega
# mistake: The learner stacked the embeddings with dim=1, so index 1 and 0 pick columns (coordinates across tokens) instead of the rows x(2) and x(1); the score is the dot product of the two token rows (0.9544).
import torch

rows = [
    torch.tensor([0.43, 0.15, 0.89]),  # Your
    torch.tensor([0.55, 0.87, 0.66]),  # journey
    torch.tensor([0.57, 0.85, 0.64]),  # starts
    torch.tensor([0.22, 0.58, 0.33]),  # with
    torch.tensor([0.77, 0.25, 0.10]),  # one
    torch.tensor([0.05, 0.80, 0.55]),  # step
]
X = torch.stack(rows, dim=1)
ex_omega = round(float(torch.dot(X[1], X[0])), 4)
