# exercise: ex3_2
# mistake: It keeps the book's dropout=0.5 from the chapter's example instead of the required dropout 0.0, so in training mode half the attention weights are dropped.
# mistake_zh: 它沿用了书中示例的 dropout=0.5，而题目要求 dropout 为 0.0，因此在训练模式下一半注意力权重被丢弃。
# keywords: dropout, 0.0, training, weights
def ex3_2(MultiHeadAttentionWrapper):
    torch_batch_shape = (2, 6, 3)
    return MultiHeadAttentionWrapper(
        d_in=torch_batch_shape[-1], d_out=1,
        context_length=torch_batch_shape[1], dropout=0.5, num_heads=2,
    )
