# exercise: ex_omega
# mistake: The learner computed the cosine similarity (dot product divided by both norms, as in tf.keras.losses.cosine_similarity) instead of the plain dot product 0.9544.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

sim = F.cosine_similarity(inputs[1], inputs[0], dim=0)
ex_omega = round(float(sim), 4)
