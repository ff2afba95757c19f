# exercise: ex_softmax_weight
# mistake: Reads the wrong printed table: the sum-normalised scores (ω/Σω, no exp) give 0.2278, not the softmax weight 0.2379.
# copied from the printed table "Attention weights" after normalizing the scores
# attn_weights_2_tmp = attn_scores_2 / attn_scores_2.sum()
# tensor([0.1455, 0.2278, 0.2249, 0.1285, 0.1077, 0.1656])
ex_softmax_weight = 0.2278
