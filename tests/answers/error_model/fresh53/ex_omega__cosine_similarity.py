# exercise: ex_omega
# mistake: The learner normalised both vectors and gave the cosine similarity (0.7808); the score asked for is the unnormalised dot product x(2)·x(1) = 0.9544.
import torch
x1 = torch.tensor([0.43, 0.15, 0.89])   # Your
x2 = torch.tensor([0.55, 0.87, 0.66])   # journey
ex_omega = round(torch.nn.functional.cosine_similarity(x2, x1, dim=0).item(), 4)
#ex_omega = round((x2 @ x1).item(), 4)
