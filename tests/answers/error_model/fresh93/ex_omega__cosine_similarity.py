# exercise: ex_omega
# mistake: Normalises both vectors and gives their cosine similarity; the attention score is the plain dot product, without dividing by the norms.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

x2, x1 = inputs[1], inputs[0]
sim = torch.nn.functional.cosine_similarity(x2, x1, dim=0)
ex_omega = round(sim.item(), 4)
