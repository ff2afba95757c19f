# exercise: ex_omega
# mistake: Gives the cosine similarity of the two embeddings (the dot product divided by both norms) instead of the plain dot product x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

x_your = torch.tensor([0.43, 0.15, 0.89])
x_journey = torch.tensor([0.55, 0.87, 0.66])
ex_omega = round(torch.nn.functional.cosine_similarity(x_journey, x_your, dim=0).item(), 4)
