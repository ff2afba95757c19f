# exercise: ex_omega
# mistake: Computes the cosine similarity (0.7808) instead of the plain dot product 0.9544.

ex_omega = 0.7808  # F.cosine_similarity(inputs[1], inputs[0], dim=0)
