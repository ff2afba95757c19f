# exercise: ex_omega
# mistake: The dot product is divided by the two vectors' norms (cosine similarity); the score ω is the raw dot product.
import torch

x_your = torch.tensor([0.43, 0.15, 0.89])
x_journey = torch.tensor([0.55, 0.87, 0.66])

both = torch.stack([x_journey, x_your])
dot = both.prod(dim=0).sum()
norms = both.pow(2).sum(dim=1).sqrt()
ex_omega = round((dot / norms.prod()).item(), 4)
