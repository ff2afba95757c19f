# exercise: ex_softmax_weight
# mistake: The learner copied alpha_22 = 0.2264 from the section with the trainable W_q/W_k (seed 123), but the question uses raw embeddings without projections: 0.2379.
# from my notes (attn_weights_2 printed in the notebook):
# tensor([0.1500, 0.2264, 0.2199, 0.1311, 0.0906, 0.1820])
ex_softmax_weight = 0.2264
