# exercise: ex_softmax_weight
# mistake: The learner made the row stochastic by dividing each score by the node's weighted out-degree Σⱼ ω₂ⱼ (no exponential), giving ω₂₂ / Σ ω₂ⱼ instead of the softmax exp(ω₂₂) / Σ exp(ω₂ⱼ) = 0.2379.
journey = [0.55, 0.87, 0.66]
nodes = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
         [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

def dot(a, b):
    return sum(p * q for p, q in zip(a, b))

out_edges = [dot(journey, v) for v in nodes]
out_degree = sum(out_edges)
transition = [w / out_degree for w in out_edges]
ex_softmax_weight = round(transition[1], 4)
