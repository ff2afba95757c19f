# exercise: ex3_2
# mistake: The learner keeps the dropout rate 0.1 from the Keras MultiHeadAttention example; the statement asks for dropout 0.0.
def ex3_2(MultiHeadAttentionWrapper):
    rate = 0.1  # keras.layers.MultiHeadAttention(num_heads=2, key_dim=1, dropout=0.1)
    mha = MultiHeadAttentionWrapper(3, 1, 6, rate, num_heads=2)
    return mha
